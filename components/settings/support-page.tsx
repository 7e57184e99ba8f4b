"use client";

import * as React from "react";
import { useMutation } from "@tanstack/react-query";
import { BookOpen, ChevronDown, Mail } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import {
  Field,
  issuesToFieldErrors,
  type FieldErrors,
  FormField,
} from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { readApiError } from "@/components/settings/api-error";
import { SettingsHeader } from "@/components/settings/settings-header";
import { SUPPORT_FAQ } from "@/components/settings/support-faq";
import { apiRequest } from "@/components/query/client";
import { clientEnv } from "@/lib/env";
import {
  SUPPORT_MESSAGE_MAX,
  supportMessageSchema,
  type SupportMessageInput,
} from "@/lib/validation/support";

export function SupportPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <SettingsHeader
        title="Support"
        description="Questions, problems or ideas: we read every message."
      />
      <div className="grid gap-6">
        <ContactForm />
        <Faq />
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>More help</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="outline">
              <a href={clientEnv.NEXT_PUBLIC_DOCS_URL} target="_blank" rel="noopener noreferrer">
                <BookOpen aria-hidden="true" />
                Documentation
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={`mailto:${clientEnv.NEXT_PUBLIC_SUPPORT_EMAIL}`}>
                <Mail aria-hidden="true" />
                {clientEnv.NEXT_PUBLIC_SUPPORT_EMAIL}
              </a>
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function ContactForm() {
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [sent, setSent] = React.useState(false);
  const [length, setLength] = React.useState(0);
  const send = useMutation({
    mutationFn: async (input: SupportMessageInput) => apiRequest("POST", "/api/support", input),
  });

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const parsed = supportMessageSchema.safeParse(Object.fromEntries(new FormData(formElement)));
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        formElement.reset();
        setLength(0);
        setSent(true);
        toast({ title: "Message sent", description: "We usually answer within one business day." });
      },
      onError: (error) => {
        const info = readApiError(error, "Your message could not be sent. Please try again.");
        setErrors(info.fieldErrors);
        toast({ title: "Message not sent", description: info.message, variant: "destructive" });
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Contact support</h2>
        </CardTitle>
        <CardDescription>We reply to your login email.</CardDescription>
      </CardHeader>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Contact support"
        onChange={() => setSent(false)}
      >
        <CardContent className="grid gap-4">
          {sent ? (
            <p role="status" className="bg-primary/10 rounded-md p-3 text-sm">
              Thanks! Your message is on its way to {clientEnv.NEXT_PUBLIC_SUPPORT_EMAIL}.
            </p>
          ) : null}
          <Field
            id="support-subject"
            name="subject"
            label="Subject"
            maxLength={150}
            error={errors.subject}
            required
          />
          <FormField
            id="support-message"
            label="Message"
            error={errors.message}
            hint={
              <span className="block text-right">
                {length} / {SUPPORT_MESSAGE_MAX}
              </span>
            }
          >
            {(control) => (
              <Textarea
                {...control}
                name="message"
                rows={6}
                maxLength={SUPPORT_MESSAGE_MAX}
                onInput={(event) => setLength(event.currentTarget.value.length)}
                required
              />
            )}
          </FormField>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? "Sending..." : "Send message"}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

function Faq() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Frequently asked questions</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="divide-y">
        {SUPPORT_FAQ.map((item) => (
          <details key={item.question} className="group py-3">
            <summary className="focus-visible:ring-ring flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm font-medium focus-visible:ring-2 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-4 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="text-muted-foreground mt-2 text-sm">{item.answer}</p>
          </details>
        ))}
      </CardContent>
    </Card>
  );
}
