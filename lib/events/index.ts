export {
  inTransaction,
  publish,
  publishAll,
  publishToEndpoint,
  readyToPublish,
  republishDelivery,
} from "./publish";
export type { Actor, DomainEvent, EventOf } from "./types";
