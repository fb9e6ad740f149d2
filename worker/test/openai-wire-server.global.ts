// Runs in Node before the worker tests: a local server speaking OpenAI's chat-completions wire format, so the real
// `openai` SDK is exercised with no network. The requested model name picks the behaviour (model-answers.ts).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { answerText } from "./model-answers";

declare module "vitest" {
  export interface ProvidedContext {
    openaiApiBase: string;
  }
}

interface ChatRequest {
  model: string;
  response_format?: unknown;
  messages: { role: string; content: string | { type: string; text?: string; image_url?: { url: string } }[] }[];
}

export default async function setup(project: TestProject) {
  const seen: ChatRequest[] = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.url === "/__requests") return send(200, seen);
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions"))
        return send(404, { error: { message: "not found" } });
      const body = JSON.parse(raw) as ChatRequest;
      seen.push(body);
      const user = body.messages.find((m) => m.role === "user");
      const text = Array.isArray(user?.content)
        ? (user.content.find((p) => p.type === "text")?.text ?? "")
        : (user?.content ?? "");
      if (body.model === "http-500") return send(500, { error: { message: "the model is overloaded" } });
      const content = answerText(body.model, text);
      const reply = () =>
        send(200, {
          id: "chatcmpl-test",
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content, refusal: null } }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        });
      if (body.model === "slow") setTimeout(reply, 3000);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("openaiApiBase", `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
