import Link from "next/link";
import { siteConfig } from "@/lib/site";

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="bg-muted/40 flex min-h-dvh flex-col">
      <header className="px-4 py-4 sm:px-8">
        <Link href="/" className="text-lg font-semibold tracking-tight">
          {siteConfig.name}
        </Link>
      </header>
      <main
        id="main-content"
        className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:pt-12"
      >
        {children}
      </main>
    </div>
  );
}
