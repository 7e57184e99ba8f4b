/** Fixtures shared by the demo estimate reducer tests (estimate-reducer.*.test.ts). */
import { DEMO_CATALOGUES } from "./catalogues";
import {
  createInitialEstimate,
  demoEstimateReducer,
  type DemoEstimateAction,
  type DemoEstimateState,
} from "./estimate-reducer";

export const outlet = DEMO_CATALOGUES.electrical[0]; // e1 Outlet Installation, $75, 1 h
export const panel = DEMO_CATALOGUES.electrical[5]; // e6 Electrical Panel Upgrade, $1800, 8 h

/** The state after running the actions, in order, from a fresh estimate. */
export function run(...actions: DemoEstimateAction[]): DemoEstimateState {
  return actions.reduce(demoEstimateReducer, createInitialEstimate());
}

export const withCustomer: DemoEstimateAction[] = [
  { type: "setCustomer", field: "name", value: "Jane Doe" },
  { type: "setCustomer", field: "email", value: "jane@example.com" },
];
