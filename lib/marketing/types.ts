import type { IconNode } from "./icons";

export type Testimonial = { quote: string; author: string; role: string };

/** A titled item with an icon: feature cards, values, product features. */
export type IconItem = { title: string; description: string; icon: IconNode };
