import { CheckSquare, Download, X } from "lucide-react";
import { Button } from "@web/components/ui/button";

/**
 * Selection controls (SPEC §2): 'Select All' only while nothing is chosen and the list has concepts; otherwise the
 * count ('2 selected'), Clear, and Download, which opens the batch download.
 */
export function SelectionBar({
  selectedCount,
  total,
  onSelectAll,
  onClear,
  onDownload,
}: {
  selectedCount: number;
  total: number;
  onSelectAll: () => void;
  onClear: () => void;
  onDownload: () => void;
}) {
  return (
    <fieldset aria-label="Selection" className="min-w-0 flex min-h-10 flex-wrap items-center gap-2">
      <span aria-live="polite" className="font-mono text-sm font-bold empty:hidden">
        {selectedCount > 0 ? `${selectedCount} selected` : ""}
      </span>
      {selectedCount === 0 ? (
        total > 0 ? (
          <Button variant="outline" size="sm" onClick={onSelectAll}>
            <CheckSquare aria-hidden className="h-4 w-4" />
            Select All
          </Button>
        ) : null
      ) : (
        <>
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden className="h-4 w-4" />
            Clear
          </Button>
          <Button size="sm" onClick={onDownload}>
            <Download aria-hidden className="h-4 w-4" />
            Download
          </Button>
        </>
      )}
    </fieldset>
  );
}
