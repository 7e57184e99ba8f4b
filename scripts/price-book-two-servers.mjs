// The public price-book cache across two server processes, over HTTP (docs/performance.md):
// two `next start` processes of the production build share one PostgreSQL database; server B
// has the company's services cached (and answers 304 to its ETag), the owner changes a price
// on server A, and the very next GET on B shows the new price.
// Usage (after `next build`): DATABASE_URL=postgresql://… node scripts/price-book-two-servers.mjs
// The database must be empty or migrated; CI passes a fresh one. Prints one closing line
// "N passed, N failed" and exits non-zero when a check fails.
import { checks, registerOwner, signIn, startTwoServers } from "./two-servers.mjs";

const { check, finish } = checks("price book");
const { ports, urls } = await startTwoServers("price-book", [
  Number(process.env.PRICE_BOOK_PORT_A ?? 3307),
  Number(process.env.PRICE_BOOK_PORT_B ?? 3308),
]);
try {
  const [a, b] = urls;
  const email = `price-book-${Date.now()}@example.com`;
  const password = "Correct-horse-42";
  const slug = `price-book-${Date.now()}`;
  const register = await registerOwner(a, { name: "Price Book", email, password, slug });
  check("an owner signs up on server A", register.ok, `HTTP ${register.status}`);
  const { cookie, error } = await signIn(ports[0], email, password);
  if (!cookie) throw new Error(`sign-in failed: ${error}`);
  const saveService = (fields) =>
    fetch(`${a}/api/services`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a, cookie },
      body: JSON.stringify({ name: "Outlet install", category: "electrical", ...fields }),
    });
  const created = await saveService({ basePrice: 75 });
  check("the owner adds a service on server A", created.ok, `HTTP ${created.status}`);
  const { id } = await created.json();

  const priceOnB = async (headers = {}) => {
    const res = await fetch(`${b}/api/public/${slug}/services`, { headers });
    const body = res.status === 200 ? await res.json() : null;
    return { res, price: body?.services.find((service) => service.id === id)?.unitPrice };
  };
  const first = await priceOnB();
  check("server B shows the price", first.price === "75.00", first.price);
  const etag = first.res.headers.get("etag");
  const again = await priceOnB({ "if-none-match": etag });
  check(
    "server B answers 304 to its ETag (cached)",
    again.res.status === 304,
    `${again.res.status}`,
  );

  const changed = await saveService({ id, basePrice: 82.5 });
  check("the owner changes the price on server A", changed.ok, `HTTP ${changed.status}`);
  const next = await priceOnB({ "if-none-match": etag });
  check(
    "the next GET on server B shows the new price (a new ETag, no 304)",
    next.res.status === 200 && next.price === "82.50" && next.res.headers.get("etag") !== etag,
    `${next.res.status} ${next.price}`,
  );
  const onA = await (await fetch(`${a}/api/public/${slug}/services`)).json();
  check(
    "server A agrees",
    onA.services.find((service) => service.id === id)?.unitPrice === "82.50",
  );
} catch (error) {
  check("the run completed", false, String(error));
}

finish();
