import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@web/test/render";
import { BriefLanguageField } from "./brief-language-field";

afterEach(() => vi.unstubAllGlobals());

/** The server's reading, as POST /api/ai/detect-language answers it for these briefs. */
function detectServer() {
  const bodies: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    expect(url).toBe("/api/ai/detect-language");
    const body = JSON.parse(String(init.body)) as Record<string, string>;
    bodies.push(body);
    const text = `${body.productDescription ?? ""} ${body.targetAudience ?? ""}`;
    if (/für|Keramik/.test(text)) return Response.json({ language: "de", confident: true, category: "pottery_shop" });
    if (/repair|commuters/.test(text))
      return Response.json({ language: "en", confident: true, category: "bike_repair" });
    return Response.json({ language: body.interfaceLanguage ?? "en", confident: false, category: null });
  });
  vi.stubGlobal("fetch", fetch);
  return bodies;
}

function renderForm() {
  renderWithProviders(
    <form aria-label="brief">
      <textarea name="productDescription" aria-label="Product description" />
      <input name="targetAudience" aria-label="Target audience" />
      <BriefLanguageField />
    </form>,
  );
  const form = screen.getByRole("form", { name: "brief" }) as HTMLFormElement;
  const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
  return { form, type, select: screen.getByLabelText("Language of your brief") as HTMLSelectElement };
}

describe("the generator's brief language", () => {
  it("shows what language the brief reads as while the user types, and sends nothing until there are words", async () => {
    const bodies = detectServer();
    const { form, type, select } = renderForm();
    expect(screen.queryByText(/We read your brief as/)).toBeNull();
    expect(bodies).toHaveLength(0);

    type("Product description", "Bicycle repair service, same day");
    type("Target audience", "commuters");
    const status = await screen.findByText(/We read your brief as/, undefined, { timeout: 3000 });
    expect(status).toHaveTextContent("We read your brief as English — change");
    expect(status).not.toHaveTextContent("do not show a language clearly");
    expect(bodies.at(-1)).toEqual({
      productDescription: "Bicycle repair service, same day",
      targetAudience: "commuters",
      interfaceLanguage: "en",
    });
    // Left on detection, the form sends no language: the server makes the same reading.
    expect(select).toHaveValue("");
    expect(select.options[0]!.text).toBe("Detect from my words (English)");
    expect(new FormData(form).get("briefLanguage")).toBe("");

    type("Product description", "Handgemachte Keramik für dein Zuhause");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("We read your brief as German — change"), {
      timeout: 3000,
    });
  });

  it("says when the reading is the interface's language, and lets the user change it before generating", async () => {
    detectServer();
    const { form, type, select } = renderForm();
    type("Product description", "Sakura Sushi");
    const status = await screen.findByText(/We read your brief as/, undefined, { timeout: 3000 });
    expect(status).toHaveTextContent(
      "We read your brief as English — change (your words do not show a language clearly, so we use the interface's)",
    );

    await userEvent.click(screen.getByRole("button", { name: "change" }));
    expect(select).toHaveFocus();
    await userEvent.selectOptions(select, "ja");
    expect(new FormData(form).get("briefLanguage")).toBe("ja");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your brief is in Japanese, as you chose — detect from my words",
    );

    await userEvent.click(screen.getByRole("button", { name: "detect from my words" }));
    expect(new FormData(form).get("briefLanguage")).toBe("");
    expect(screen.getByRole("status")).toHaveTextContent("We read your brief as English — change");
  });
});
