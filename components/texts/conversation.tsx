"use client";

import * as React from "react";
import { MessageSquare } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/components/query/client";
import { countSegments } from "@/lib/texts/segments";
import { cn } from "@/lib/utils";
import {
  useConversation,
  useRecordConsent,
  useSendText,
  type ConversationDto,
  type ConversationTarget,
  type TextMessageDto,
} from "./queries";

/** A reply is at most 1,600 characters (ten segments), as the server takes it. */
export const MAX_REPLY = 1600;

const time = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

const STATUS_LABEL: Record<string, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
  undelivered: "Not delivered",
  failed: "Failed",
  skipped: "Not sent",
  received: "Received",
};
const FAILED = new Set(["undelivered", "failed", "skipped"]);

/** "3 segments" and the characters they hold: what a reply will cost. */
export function segmentLabel(text: string) {
  const count = countSegments(text);
  return `${text.length} / ${MAX_REPLY} characters · ${count.segments} SMS segment${count.segments === 1 ? "" : "s"} (${count.encoding})`;
}

function Message({ message }: { message: TextMessageDto }) {
  const inbound = message.direction === "inbound";
  const failed = FAILED.has(message.status);
  return (
    <li
      className={cn("flex", inbound ? "justify-start" : "justify-end")}
      data-testid="text-message"
      data-direction={message.direction}
    >
      <div
        className={cn(
          // White bubbles, told apart by side and border: the grey meta text keeps its contrast.
          "bg-background max-w-[85%] rounded-lg border px-3 py-2 text-sm",
          inbound ? "border-border rounded-bl-none" : "border-primary/50 rounded-br-none",
          failed && "border-destructive",
        )}
      >
        <p className="text-muted-foreground text-xs font-medium">
          {inbound ? "Customer" : "You"} ·{" "}
          <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
          {inbound ? null : (
            <>
              {" · "}
              <span className={failed ? "text-destructive" : undefined}>
                {STATUS_LABEL[message.status] ?? message.status}
              </span>
            </>
          )}
        </p>
        <p className="break-words whitespace-pre-wrap">{message.body || "(no text)"}</p>
        {failed && message.error ? (
          <p className="text-destructive mt-1 text-xs">{message.error}</p>
        ) : null}
      </div>
    </li>
  );
}

function ConsentNotice({ conversation }: { conversation: ConversationDto }) {
  const record = useRecordConsent();
  const { consent, clientId, phone } = conversation;
  if (consent?.status === "opted_out")
    return (
      <p
        role="status"
        className="rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
      >
        {phone} opted out of texts ({consent.source === "keyword" ? "replied STOP" : "recorded"}{" "}
        {time(consent.at)}). No texts are sent until the customer texts START; mails still go.
      </p>
    );
  if (consent) return null;
  return (
    <div className="grid gap-2 rounded-md border p-3 text-sm">
      <p>
        No consent to texts is recorded for {phone}. Texts are only sent once the customer agreed.
      </p>
      {clientId ? (
        <div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={record.isPending}
            onClick={() =>
              record.mutate(
                { clientId, source: "owner" },
                {
                  onSuccess: () => toast({ title: "Consent recorded" }),
                  onError: (error) =>
                    toast({
                      title: "Consent not recorded",
                      description: serverMessage(error) ?? "Please try again.",
                      variant: "destructive",
                    }),
                },
              )
            }
          >
            {record.isPending ? "Recording..." : "Record consent"}
          </Button>
        </div>
      ) : (
        <p className="text-muted-foreground">Create a quote or client to record consent.</p>
      )}
    </div>
  );
}

function ReplyForm({
  target,
  disabled,
  headingId,
}: {
  target: ConversationTarget;
  disabled: boolean;
  headingId: string;
}) {
  const send = useSendText(target);
  const [body, setBody] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const id = React.useId();
  function submit(event?: React.FormEvent) {
    event?.preventDefault();
    const text = body.trim();
    if (!text) {
      setError("Write a reply first.");
      return;
    }
    setError(null);
    send.mutate(text, {
      onSuccess: () => {
        setBody("");
        toast({ title: "Text queued", description: "It goes out in a moment." });
      },
      onError: (failure) => setError(serverMessage(failure) ?? "Your text could not be sent."),
    });
  }
  return (
    <form onSubmit={submit} className="grid gap-2" aria-labelledby={headingId} noValidate>
      <label htmlFor={`${id}-reply`} className="text-sm font-medium">
        Reply by text
      </label>
      <Textarea
        id={`${id}-reply`}
        name="body"
        rows={3}
        maxLength={MAX_REPLY}
        value={body}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) submit();
        }}
      />
      <p id={`${id}-count`} className="text-muted-foreground text-xs">
        {segmentLabel(body)}. Ctrl+Enter sends.
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={disabled || send.isPending} className="w-full sm:w-auto">
          {send.isPending ? "Sending..." : "Send text"}
        </Button>
      </div>
    </form>
  );
}

/**
 * The text conversation on a client, quote or request (docs/texts.md "Two-way"): the messages
 * oldest first (a polite live log, so new texts are announced), consent, and the reply box.
 */
export function Conversation({
  target,
  id = "texts",
}: {
  target: ConversationTarget;
  id?: string;
}) {
  const conversation = useConversation(target);
  const headingId = `${id}-title`;
  const log = React.useRef<HTMLDivElement>(null);
  const count = conversation.data?.messages.length ?? 0;
  React.useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [count]);

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-3 rounded-lg border p-4"
      data-testid="text-conversation"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        <MessageSquare aria-hidden="true" className="size-4" />
        Texts
      </h2>
      {conversation.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading texts">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="ml-auto h-10 w-3/4" />
        </div>
      ) : conversation.isError ? (
        <div role="alert" className="text-sm">
          <p className="text-destructive">
            {serverMessage(conversation.error) ?? "The texts could not be loaded."}
          </p>
          <button
            type="button"
            onClick={() => void conversation.refetch()}
            className="text-primary mt-1 font-medium underline underline-offset-4"
          >
            Try again
          </button>
        </div>
      ) : !conversation.data.phone ? (
        <p className="text-muted-foreground text-sm">
          There is no valid mobile number to text. Add one to the client to text them.
        </p>
      ) : (
        <>
          <p className="text-muted-foreground text-xs">With {conversation.data.phone}</p>
          <ConsentNotice conversation={conversation.data} />
          <div
            ref={log}
            role="log"
            aria-live="polite"
            aria-label="Text messages"
            tabIndex={0}
            className="max-h-96 overflow-y-auto rounded-md focus-visible:ring-2 focus-visible:outline-none"
          >
            {conversation.data.messages.length === 0 ? (
              <p className="text-muted-foreground text-sm">No texts yet.</p>
            ) : (
              <ol className="grid gap-2">
                {conversation.data.messages.map((message) => (
                  <Message key={message.id} message={message} />
                ))}
              </ol>
            )}
          </div>
          <ReplyForm
            target={target}
            headingId={headingId}
            disabled={conversation.data.consent?.status !== "consented"}
          />
        </>
      )}
    </section>
  );
}
