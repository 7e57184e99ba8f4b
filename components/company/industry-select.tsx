"use client";

import { FormField } from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { INDUSTRY_LABELS, INDUSTRY_TYPES } from "@/lib/categories";

/** The industry picker of sign-up and the Company Profile. */
export function IndustrySelect({
  value,
  onChange,
  error,
  id = "industryType",
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  id?: string;
}) {
  return (
    <FormField id={id} label="Industry" error={error}>
      {(control) => (
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger className="w-full" {...control}>
            <SelectValue placeholder="Choose your industry" />
          </SelectTrigger>
          <SelectContent>
            {INDUSTRY_TYPES.map((industry) => (
              <SelectItem key={industry} value={industry}>
                {INDUSTRY_LABELS[industry]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
