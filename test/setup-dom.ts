import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// A loaded 2-core CI machine renders slowly: wait longer for what a test expects to appear.
// These are bounds on waiting, not measurements; speed targets live in `npm run bench`.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(30_000);
