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
  total: number;
  page: number;
  pageSize: number;
};
