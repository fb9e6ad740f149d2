import type { CopyBrief } from "./types";

/**
 * Which Portuguese a brief's Portuguese copy is written in (issue 27, deliverable 3): the `locale` given, else read
 * from the brief. A place in Portugal (in any language's spelling), or words only Portugal uses ("pequeno-almoço",
 * "telemóvel", "equipa"), make it European Portuguese; a place in Brazil or Brazilian words Brazilian; neither, or a
 * tie, Brazilian, the larger market.
 */
export function portugueseLocale(
  brief: Pick<
    CopyBrief,
    "locale" | "place" | "productDescription" | "targetAudience" | "keyMessage" | "callToAction" | "brandName"
  >,
): "pt-PT" | "pt-BR" {
  if (brief.locale) return brief.locale;
  const text = [
    brief.place,
    brief.productDescription,
    brief.targetAudience,
    brief.keyMessage,
    brief.callToAction,
    brief.brandName,
  ]
    .filter(Boolean)
    .join(" ")
    .toLocaleLowerCase("pt");
  const count = (words: readonly string[]) =>
    words.filter((w) => new RegExp(`(^|[^\\p{L}])${w}`, "u").test(text)).length;
  const pt = count(PORTUGAL);
  const br = count(BRAZIL);
  return pt > br ? "pt-PT" : "pt-BR";
}

/** Places of Portugal and words only European Portuguese uses (word starts, lower case). */
const PORTUGAL = [
  "portugal",
  "lisboa",
  "lisbon",
  "lissabon",
  "lisbonne",
  "lisbona",
  "porto\\b",
  "oporto",
  "braga",
  "coimbra",
  "faro\\b",
  "aveiro",
  "funchal",
  "madeira",
  "açores",
  "azores",
  "algarve",
  "setúbal",
  "sintra",
  "cascais",
  "évora",
  "alfama",
  "chiado",
  "pequeno-almoço",
  "pequeno almoço",
  "telemóve",
  "equipa",
  "contacto",
  "autocarro",
  "casa de banho",
  "ecrã",
  "registo",
  "sumo",
  "montra",
  "talho",
  "miúdos",
  "frigorífico",
  "facto\\b",
  "utente",
  "loja online",
];

/** Places of Brazil and words only Brazilian Portuguese uses. */
const BRAZIL = [
  "brasil",
  "brazil",
  "são paulo",
  "sao paulo",
  "rio de janeiro",
  "belo horizonte",
  "salvador",
  "brasília",
  "curitiba",
  "recife",
  "fortaleza",
  "porto alegre",
  "florianópolis",
  "café da manhã",
  "celular",
  "equipe",
  "contato",
  "ônibus",
  "banheiro",
  "registro",
  "suco",
  "açougue",
  "vitrine",
  "geladeira",
  "galera",
  "você",
];
