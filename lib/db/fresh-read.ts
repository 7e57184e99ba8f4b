/**
 * Reads shared by concurrent callers without ever answering from before the call: each caller
 * gets the result of a read that started after it called, so it sees every write committed
 * before its call, on any server instance (docs/performance.md, "GET: the price-book cache").
 *
 * While a read of a key is in flight, it may have been sent before a newcomer's call, so the
 * newcomer does not join it: it waits for the next read of that key, which starts when the one
 * in flight ends and serves everyone who came meanwhile. N concurrent callers of one key cost
 * about one read per read time instead of N; a lone caller reads at once, as without this.
 */
export function freshReads<T>(read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  type Flight = { done: Promise<T>; next?: Promise<T> };
  const flights = new Map<string, Flight>();

  const start = (key: string): Promise<T> => {
    const flight: Flight = { done: read(key) };
    flights.set(key, flight);
    const land = () => {
      // The next read, if callers came meanwhile, takes its place in the same microtask turn.
      if (flights.get(key) === flight) flights.delete(key);
    };
    flight.done.then(land, land);
    return flight.done;
  };

  return (key) => {
    const flight = flights.get(key);
    if (!flight) return start(key);
    flight.next ??= flight.done.then(
      () => start(key),
      () => start(key),
    );
    return flight.next;
  };
}
