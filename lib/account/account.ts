import "server-only";
import type { z } from "zod";
import { prisma } from "@/lib/db";
import { DomainError, conflict, invalid, notFound } from "@/lib/errors";
import { uniqueViolation } from "@/lib/db/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { externalPhotosOf, removePhotoBytes } from "@/lib/photos/photos";
import type {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
} from "@/lib/validation/account";
import type { AccountDto } from "@/lib/account/types";
import type { SessionUser } from "@/lib/auth/session";

const WRONG_PASSWORD = "Your current password is not correct.";
const wrongPassword = () =>
  new DomainError(
    "forbidden",
    WRONG_PASSWORD,
    [{ path: "currentPassword", message: WRONG_PASSWORD }],
    { code: "wrong_password" },
  );

async function userWithPassword(user: SessionUser) {
  const row = await prisma.user.findUnique({
    where: { id: user.userId },
    select: { id: true, passwordHash: true, companyId: true, company: { select: { name: true } } },
  });
  if (!row || row.companyId !== user.companyId) throw notFound("Account not found.");
  return row;
}

async function checkPassword(user: SessionUser, password: string) {
  const row = await userWithPassword(user);
  if (!(await verifyPassword(password, row.passwordHash))) throw wrongPassword();
  return row;
}

export async function getAccount(user: SessionUser): Promise<AccountDto> {
  const row = await prisma.user.findUnique({
    where: { id: user.userId },
    select: { id: true, name: true, email: true, company: { select: { name: true } } },
  });
  if (!row) throw notFound("Account not found.");
  return { id: row.id, name: row.name, email: row.email, companyName: row.company.name };
}

export async function renameAccount(user: SessionUser, name: string): Promise<AccountDto> {
  await prisma.user.update({ where: { id: user.userId }, data: { name } });
  return getAccount(user);
}

/** A new sign-in email: needs the current password; stays unique across all accounts. */
export async function changeEmail(user: SessionUser, input: z.output<typeof changeEmailSchema>) {
  await checkPassword(user, input.currentPassword);
  if (input.email === user.email) return getAccount(user);
  const taken = "An account with this email already exists.";
  try {
    await prisma.user.update({ where: { id: user.userId }, data: { email: input.email } });
  } catch (error) {
    if (uniqueViolation(error)) throw conflict(taken, [{ path: "email", message: taken }]);
    throw error;
  }
  return getAccount(user);
}

/**
 * A new password bumps the token version, which ends every session issued before; the
 * caller gets a fresh cookie with the new version (see reissueSessionCookie).
 */
export async function changePassword(
  user: SessionUser,
  input: z.output<typeof changePasswordSchema>,
) {
  await checkPassword(user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const row = await prisma.user.update({
    where: { id: user.userId },
    data: { passwordHash, tokenVersion: { increment: 1 } },
    select: { tokenVersion: true, email: true },
  });
  return row;
}

/** Ends every session of this user, the caller's included. */
export async function signOutEverywhere(user: SessionUser) {
  await prisma.user.update({
    where: { id: user.userId },
    data: { tokenVersion: { increment: 1 } },
  });
}

/**
 * Deletes the company with everything it owns (users, price book, estimates, logo, areas...)
 * in one transaction. The owner confirms by typing the company name and their password.
 * Customers' photos kept in S3 are removed once the rows are gone (a failure is logged: the
 * account is deleted either way).
 */
export async function deleteAccountAndCompany(
  user: SessionUser,
  input: z.output<typeof deleteAccountSchema>,
) {
  const row = await checkPassword(user, input.currentPassword);
  if (input.confirmation !== row.company.name.trim()) {
    const message = `Type the company name exactly as shown: ${row.company.name.trim()}`;
    throw invalid(message, [{ path: "confirmation", message }]);
  }
  const photos = await prisma.$transaction(async (tx) => {
    // Read with the delete: the photos whose rows the cascade removes.
    const external = await externalPhotosOf(user.companyId, tx);
    // Foreign keys cascade from Company; users are removed explicitly so that no
    // sign-in survives even if a cascade were ever changed.
    await tx.user.deleteMany({ where: { companyId: user.companyId } });
    await tx.company.delete({ where: { id: user.companyId } });
    return external;
  });
  await removePhotoBytes(photos);
}
