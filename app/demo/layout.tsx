import { Toaster } from "@/components/ui/toaster";

/** Both demos run in the browser only: no data providers, just the toasts they show. */
export default function DemoLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
