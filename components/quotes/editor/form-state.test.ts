import {
  customLine,
  editorReducer,
  fromQuote,
  toSaveBody,
  type EditorAction,
  type EditorState,
} from "@/components/quotes/editor/form-state";
import { draftQuote } from "@/components/quotes/test-helpers";

const named = (name: string, groupKey: string | null = null) => ({
  ...customLine(groupKey),
  name,
  unitPrice: "10",
});

const run = (actions: EditorAction[]) =>
  actions.reduce<EditorState>(editorReducer, fromQuote(draftQuote()));

describe("quote editor state", () => {
  it("keeps the order the owner built, a group's options together, the first preselected", () => {
    const state = run([
      { type: "addLine", line: named("Inspection") },
      { type: "addGroup", group: { key: "g1", name: "Panel" } },
      { type: "addLine", line: named("Good", "g1") },
      { type: "addLine", line: named("Better", "g1") },
      { type: "addLine", line: named("Surge protector") },
      // Added later, still next to its group's other options.
      { type: "addLine", line: named("Best", "g1") },
    ]);
    const body = toSaveBody(state);
    expect(body.lines.map((line) => line.name)).toEqual([
      "Inspection",
      "Good",
      "Better",
      "Best",
      "Surge protector",
    ]);
    expect(body.lines.map((line) => [line.groupKey, line.selected])).toEqual([
      [null, true],
      ["g1", true],
      ["g1", false],
      ["g1", false],
      [null, true],
    ]);
    expect(body.groups).toEqual([{ key: "g1", name: "Panel" }]);
  });

  it("moves a line past its neighbours of the same list only, and re-picks a removed choice", () => {
    let state = run([
      { type: "addLine", line: named("A") },
      { type: "addGroup", group: { key: "g1", name: "G" } },
      { type: "addLine", line: named("Good", "g1") },
      { type: "addLine", line: named("Better", "g1") },
      { type: "addLine", line: named("B") },
    ]);
    const key = (name: string) => state.lines.find((line) => line.name === name)!.key;
    state = editorReducer(state, { type: "moveLine", key: key("A"), direction: 1 });
    expect(state.lines.map((line) => line.name)).toEqual(["B", "Good", "Better", "A"]);
    state = editorReducer(state, { type: "selectInGroup", key: key("Better") });
    state = editorReducer(state, { type: "removeLine", key: key("Better") });
    expect(state.lines.find((line) => line.name === "Good")!.selected).toBe(true);
    state = editorReducer(state, { type: "removeGroup", key: "g1" });
    expect(state.lines.map((line) => line.name)).toEqual(["B", "A"]);
  });

  it("sends blank numbers as null for the server to name (never a silent 0)", () => {
    const state = run([{ type: "addLine", line: { ...named("A"), quantity: "" } }]);
    expect(JSON.parse(JSON.stringify(toSaveBody(state))).lines[0].quantity).toBeNull();
  });
});
