import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Send } from "lucide-react";
import type { ConceptSummary } from "@common/concepts";
import { languageName } from "@common/languages";
import type { PlatformId } from "@common/platforms";
import { publishTargets, publishUrl } from "@common/publish";
import { allForPlatform } from "@web/components/ad-copy/ad-copy-view";
import { toast } from "@web/components/ui/toast";
import { Tooltip } from "@web/components/ui/tooltip";
import { platformName } from "@web/lib/platforms";
import { publishCopy, publishPlatforms } from "../card-copy";
import { conceptLink } from "../share";

/**
 * Puts one platform's copy on the clipboard and opens the platform's composer in a new tab. The clipboard write starts
 * first, while this page still has the focus (a browser refuses the clipboard to a page in the background), and the
 * tab opens in the same click (so no popup blocker stops it).
 */
async function publish(concept: ConceptSummary, platform: PlatformId, language: string) {
  const item = publishCopy(concept, platform, language);
  const text = allForPlatform(item);
  const copied = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error("no clipboard"));
  const target = publishTargets[platform];
  window.open(publishUrl(platform, item, conceptLink(concept)), "_blank", "noopener,noreferrer");
  try {
    await copied;
    toast({
      title: `${platformName(platform)} copy is on your clipboard`,
      description: `${languageName(item.language)} copy. Paste it into ${target.pasteInto}, which opened in a new tab.`,
    });
  } catch {
    toast({
      title: "Copy failed",
      description: `Copy the ${platformName(platform)} text from the preview instead, then paste it into ${target.pasteInto}.`,
      variant: "destructive",
    });
  }
}

/**
 * The card's Publish action (issue 28): a menu of the concept's platforms; each copies that platform's copy in the
 * card's language and opens the platform's own composer, share intent or ads manager (common/publish.ts).
 */
export function PublishMenu({
  concept,
  number,
  language,
}: {
  concept: ConceptSummary;
  number: string;
  language: string;
}) {
  const platforms = publishPlatforms(concept);
  return (
    <DropdownMenu.Root>
      <Tooltip content="Publish: copy and open the platform">
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            aria-label={`Publish concept #${number}`}
            className="flex h-10 min-w-0 items-center justify-center gap-1.5 border border-border font-mono text-xs font-bold text-foreground transition-colors hover:border-accent hover:bg-accent-soft data-[state=open]:border-accent data-[state=open]:bg-accent-soft"
          >
            <Send aria-hidden className="h-4 w-4" />
          </button>
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 min-w-56 max-w-[calc(100vw-16px)] border border-border-strong bg-surface p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 pb-1 pt-2 text-xs text-muted-foreground">
            Copies the platform's text ({languageName(language)}) and opens the platform in a new tab
          </DropdownMenu.Label>
          {platforms.map((p) => (
            <DropdownMenu.Item
              key={p}
              onSelect={() => void publish(concept, p, language)}
              className="flex cursor-pointer items-center gap-2 px-3 py-2 font-mono text-sm outline-none data-[highlighted]:bg-surface-2"
            >
              Publish on {platformName(p)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
