export { inTransaction, publish, publishAll, readyToPublish } from "./publish";
export type { Actor, DomainEvent, EventOf } from "./types";
