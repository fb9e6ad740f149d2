/** The side navigation, in the SPEC's order and wording (SPEC §2). */
export const docSections = [
  { id: "overview", label: "Overview" },
  { id: "quick-start", label: "Quick Start" },
  { id: "authentication", label: "Authentication" },
  { id: "endpoints", label: "API Endpoints" },
  { id: "pricing", label: "Pricing" },
  { id: "code-examples", label: "Code Examples" },
  { id: "webhooks", label: "Webhooks" },
  { id: "sdks", label: "SDKs & Libraries" },
] as const;

export const sectionIds: readonly string[] = docSections.map((s) => s.id);

/** The anchor of the list of named schemas, at the end of API Endpoints. */
export const SCHEMAS_ANCHOR = "schemas";
