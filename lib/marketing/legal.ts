/** Terms of Service and Privacy Policy (docs/product.md §2): both last updated May 2025. */
export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
};

export type LegalDocument = {
  title: string;
  description: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
};

export const LEGAL_LAST_UPDATED = "May 2025";
/** ISO date of the last update, for the sitemap. */
export const LEGAL_LAST_UPDATED_ISO = "2025-05-01";

/** Placeholder postal address until the company's registered address is published. */
export const POSTAL_ADDRESS = [
  "QuoteCraft Inc.",
  "100 Example Street, Suite 200",
  "Springfield, ST 00000",
  "United States",
];

export const TERMS: LegalDocument = {
  title: "Terms of Service",
  description:
    "The terms that govern your QuoteCraft account and subscription: billing and renewal, acceptable use, your data, termination and changes to these terms.",
  lastUpdated: LEGAL_LAST_UPDATED,
  intro:
    "These Terms of Service govern your use of QuoteCraft, including the website, the dashboard, customer-facing calculators and related services. By creating an account or using the service you agree to these terms.",
  sections: [
    {
      id: "accounts",
      heading: "1. Accounts",
      paragraphs: [
        "You must be at least 18 years old and able to form a binding contract to create an account. You agree to give accurate information when you register and to keep it up to date.",
        "You are responsible for keeping your password confidential and for all activity under your account. Tell us immediately if you suspect unauthorised access.",
      ],
    },
    {
      id: "subscriptions",
      heading: "2. Subscriptions and billing",
      paragraphs: [
        "Paid plans are billed in advance on a monthly or annual basis, depending on the billing cycle you choose. Subscriptions renew automatically at the end of each billing period unless you cancel before the renewal date.",
        "Fees are non-refundable except where the law requires otherwise. We may change our prices; a price change takes effect at your next renewal and we will tell you about it beforehand.",
      ],
    },
    {
      id: "acceptable-use",
      heading: "3. Acceptable use",
      paragraphs: ["You agree not to use QuoteCraft to:"],
      list: [
        "break any law or infringe anyone else's rights;",
        "publish misleading prices or collect customer data without a lawful basis;",
        "send spam or malicious code, or interfere with the service or its security;",
        "access the service by automated means beyond what its features allow, or resell it without our written permission.",
      ],
    },
    {
      id: "data",
      heading: "4. Your data",
      paragraphs: [
        "You keep all rights to the content you put into QuoteCraft, such as your price book, your company details and the estimate requests your customers send. You grant us the limited licence we need to host and process that content to provide the service.",
        "We handle personal data as described in our Privacy Policy. You are responsible for having a lawful basis to collect the customer information that reaches you through your calculator.",
      ],
    },
    {
      id: "termination",
      heading: "5. Termination",
      paragraphs: [
        "You may cancel your subscription at any time; your account stays active until the end of the period you have paid for. We may suspend or terminate an account that breaches these terms, with notice where reasonably possible.",
        "After termination you can ask us to export your data for 30 days, after which we may delete it.",
      ],
    },
    {
      id: "liability",
      heading: "6. Disclaimers and liability",
      paragraphs: [
        'The service is provided "as is". Estimates produced with QuoteCraft are based on the prices you enter; you remain responsible for the prices you quote to your customers. To the extent the law allows, our total liability is limited to the fees you paid in the twelve months before the claim.',
      ],
    },
    {
      id: "changes",
      heading: "7. Changes to these terms",
      paragraphs: [
        "We may update these terms from time to time. We will give you at least 30 days' notice of material changes by email or in the dashboard. Continuing to use the service after a change takes effect means you accept the updated terms.",
      ],
    },
  ],
};

export const PRIVACY: LegalDocument = {
  title: "Privacy Policy",
  description:
    "How QuoteCraft collects, uses, shares, protects and retains personal data, your rights, our minimum age and international transfers.",
  lastUpdated: LEGAL_LAST_UPDATED,
  intro:
    "This Privacy Policy explains what personal data QuoteCraft collects, how we use and protect it, and the choices you have. It applies to business owners who use QuoteCraft and to customers who use a business's calculator.",
  sections: [
    {
      id: "data-collected",
      heading: "1. Data we collect",
      paragraphs: ["We collect:"],
      list: [
        "account data: your name, email address, password (stored as a hash) and company details such as your logo and industry;",
        "business data: your services, prices, labor rates, fees, templates and estimates;",
        "customer data: the name, email address, phone number and service details a customer enters in a calculator;",
        "usage data: pages visited, features used, device and browser information, collected to keep the service reliable.",
      ],
    },
    {
      id: "use",
      heading: "2. How we use data",
      paragraphs: [
        "We use personal data to provide and improve the service, send estimates and notifications, process payments, give support, and keep the service secure. We do not sell personal data.",
      ],
    },
    {
      id: "sharing",
      heading: "3. Sharing",
      paragraphs: [
        "Estimate requests are shared with the business the customer chose. We share data with service providers who host, email and bill on our behalf under contracts that protect it, with integrations you connect yourself, and with authorities when the law requires it.",
      ],
    },
    {
      id: "security",
      heading: "4. Security",
      paragraphs: [
        "Data is encrypted in transit, passwords are hashed, and access to production systems is limited to staff who need it. No system is perfectly secure; we will notify you of a breach that affects your data as the law requires.",
      ],
    },
    {
      id: "rights",
      heading: "5. Your rights",
      paragraphs: [
        "Depending on where you live, you may have the right to access, correct, export or delete your personal data, to object to or restrict its processing, and to withdraw consent. Contact us to exercise these rights; customers of a business can also contact that business directly.",
      ],
    },
    {
      id: "retention",
      heading: "6. Retention",
      paragraphs: [
        "We keep account and business data while your account is active and for up to 30 days after it is closed, unless the law requires us to keep it longer (for example, billing records). Estimate requests are kept for as long as the business keeps its account, unless deleted earlier.",
      ],
    },
    {
      id: "age",
      heading: "7. Minimum age",
      paragraphs: [
        "QuoteCraft is not intended for anyone under 18. We do not knowingly collect personal data from people under 18; if you believe we have, contact us and we will delete it.",
      ],
    },
    {
      id: "international-transfers",
      heading: "8. International transfers",
      paragraphs: [
        "We and our service providers may process data in countries other than yours, including the United States. When we transfer data internationally we use safeguards such as standard contractual clauses.",
      ],
    },
    {
      id: "changes",
      heading: "9. Changes to this policy",
      paragraphs: [
        "We will post any changes on this page and update the date above. We will tell you by email about changes that materially affect how we use your data.",
      ],
    },
  ],
};
