import { starIcon } from "@/lib/marketing/icons";
import { Icon } from "./icon";
import type { Testimonial } from "@/lib/marketing/types";
import { cn } from "@/lib/utils";

export function TestimonialCard({
  testimonial,
  className,
}: {
  testimonial: Testimonial;
  className?: string;
}) {
  return (
    <figure
      className={cn(
        "bg-card text-card-foreground flex h-full flex-col rounded-xl border p-6 shadow-sm",
        className,
      )}
    >
      <div className="flex text-amber-500" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <Icon icon={starIcon} key={index} className="size-4 fill-current" />
        ))}
      </div>
      <blockquote className="mt-4 flex-1 text-pretty">“{testimonial.quote}”</blockquote>
      <figcaption className="mt-6">
        <span className="block font-semibold">{testimonial.author}</span>
        <span className="text-muted-foreground block text-sm">{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}

export function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.author}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
