export type ClientSummaryDto = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
};

export type ClientDto = ClientSummaryDto & {
  notes: string | null;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/clients: one page of clients. */
export type ClientListDto = {
  clients: ClientDto[];
  /** The id to pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
};
