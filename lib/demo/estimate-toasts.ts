/** Toast texts of the demo calculator, word for word from the spec (sections 5 and 8). */

export type DemoToast = {
  title: string;
  description: string;
  variant: "default" | "destructive";
};

export const DEMO_TOASTS = {
  invalidCustomService: {
    title: "Invalid Service",
    description: "Please provide a name and valid price for your custom service.",
    variant: "destructive",
  },
  noServicesSelected: {
    title: "No Services Selected",
    description: "Please add at least one service to generate an estimate.",
    variant: "destructive",
  },
  missingInformation: {
    title: "Missing Information",
    description: "Please provide customer name and email to generate an estimate.",
    variant: "destructive",
  },
  estimateGenerated: {
    title: "Estimate Generated",
    description: "Your estimate has been generated successfully!",
    variant: "default",
  },
  // Not in the spec: feedback for the share fallback and a failed download.
  estimateCopied: {
    title: "Estimate copied",
    description: "The estimate summary is on your clipboard, ready to paste.",
    variant: "default",
  },
  shareFailed: {
    title: "Could not share",
    description: "Your browser blocked sharing and copying. Use Download Estimate instead.",
    variant: "destructive",
  },
  downloadFailed: {
    title: "Download failed",
    description: "The PDF could not be created. Please try again.",
    variant: "destructive",
  },
} as const satisfies Record<string, DemoToast>;
