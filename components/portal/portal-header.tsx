import { CompanyAvatar } from "@/components/company/avatar";

/** The company's branding on top of every portal screen, as the public quote page shows it. */
export function PortalHeader({
  company,
}: {
  company: {
    name: string;
    logo: string | null;
    address?: string | null;
    email?: string | null;
    phone?: string | null;
    website?: string | null;
  };
}) {
  const contact = [company.phone, company.email, company.website].filter(Boolean);
  return (
    <header className="flex items-start gap-3">
      <CompanyAvatar name={company.name} logoUrl={company.logo} size="lg" />
      <div className="min-w-0">
        <p className="text-lg font-semibold">{company.name}</p>
        {company.address && (
          <p className="text-muted-foreground text-sm whitespace-pre-line">{company.address}</p>
        )}
        {contact.length > 0 && (
          <p className="text-muted-foreground text-sm break-words">{contact.join(" · ")}</p>
        )}
      </div>
    </header>
  );
}
