import bcrypt from "bcryptjs";

// Cost 12 in real use; tests hash many passwords and only need the algorithm, not the cost.
const COST = process.env.NODE_ENV === "test" ? 4 : 12;

export function hashPassword(password: string) {
  return bcrypt.hash(password, COST);
}

// A real hash of a random string, compared against when the email is unknown so that
// sign-in takes as long for a wrong email as for a wrong password.
const DUMMY_HASH = "$2b$12$CwTycUXWue0Thq9StjUM0uJ8.FR7kDLhRbVOdDrJUVOfPJdtDj3jW";

export async function verifyPassword(password: string, hash: string | null | undefined) {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return ok && !!hash;
}
