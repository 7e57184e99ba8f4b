import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import {
  conversationTargetSchema,
  getConversation,
  replyInConversation,
  textReplySchema,
} from "@/lib/texts/conversation";

/** The text conversation on a client, a quote or a request (docs/texts.md). */
export const GET = withSession(
  { permission: "texts", query: conversationTargetSchema },
  async ({ user, query }) => getConversation(user.companyId, query),
);

/** The owner's reply, sent through the same channel (queued, quiet hours do not hold it). */
export const POST = withSession(
  { permission: "texts", body: textReplySchema, maxBodyBytes: 8 * 1024 },
  async ({ user, body }) =>
    NextResponse.json(await replyInConversation(user.companyId, body), { status: 201 }),
);
