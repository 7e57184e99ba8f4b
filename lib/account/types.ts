export type AccountDto = { id: string; name: string | null; email: string; companyName: string };
