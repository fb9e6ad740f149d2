import { type FormEvent, useId, useState } from "react";
import { Bookmark, Trash2 } from "lucide-react";
import { type Brief, SAVED_BRIEF_LIMITS } from "@common/briefs";
import { Button } from "@web/components/ui/button";
import { inputClasses } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api-error";
import { useSavedBriefMutations, useSavedBriefs } from "../api/briefs";

/**
 * Saved briefs: keep the form's brief under a name (a name already used is replaced), start from a saved one (the
 * form is filled from it; the photo stays), or delete one.
 */
export function SavedBriefs({
  onLoad,
  briefToSave,
}: {
  onLoad: (brief: Brief) => void;
  briefToSave: () => Record<string, unknown>;
}) {
  const id = useId();
  const list = useSavedBriefs();
  const { save, remove } = useSavedBriefMutations();
  const [chosen, setChosen] = useState("");
  const [name, setName] = useState("");
  const [status, setStatus] = useState("");
  const briefs = list.data?.data ?? [];
  const selected = briefs.find((b) => String(b.id) === chosen) ?? briefs[0];

  const onSave = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const trimmed = name.trim();
    try {
      const saved = await save.mutateAsync({ name: trimmed, brief: briefToSave() as Brief });
      setChosen(String(saved.id));
      setName("");
      setStatus(`Saved the brief as "${saved.name}".`);
    } catch (error) {
      toast({
        title: "Brief Not Saved",
        description: errorMessage(error, "The brief could not be saved. Please try again."),
        variant: "destructive",
      });
    }
  };
  const onDelete = async () => {
    if (!selected) return;
    try {
      await remove.mutateAsync(selected.id);
      setChosen("");
      setStatus(`Deleted "${selected.name}".`);
    } catch (error) {
      toast({
        title: "Brief Not Deleted",
        description: errorMessage(error, "The brief could not be deleted. Please try again."),
        variant: "destructive",
      });
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 grid gap-4 border border-border bg-surface p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-mono text-sm font-bold tracking-widest">
        <Bookmark aria-hidden className="h-4 w-4" /> SAVED BRIEFS
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-pick`}>Start from a saved brief</Label>
          {briefs.length > 0 ? (
            <div className="flex flex-wrap gap-2">
              <select
                id={`${id}-pick`}
                value={selected ? String(selected.id) : ""}
                onChange={(e) => setChosen(e.target.value)}
                className={`${inputClasses} min-w-0 flex-1`}
              >
                {briefs.map((b) => (
                  <option key={b.id} value={String(b.id)}>
                    {b.name}
                  </option>
                ))}
              </select>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  if (!selected) return;
                  onLoad(selected.brief);
                  setStatus(`The form is filled from "${selected.name}".`);
                }}
              >
                Use brief
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={selected ? `Delete saved brief ${selected.name}` : "Delete saved brief"}
                disabled={remove.isPending}
                onClick={() => void onDelete()}
              >
                <Trash2 aria-hidden className="h-4 w-4" />
              </Button>
            </div>
          ) : (
            <p id={`${id}-pick`} className="text-sm text-muted-foreground">
              {list.isLoading ? "Loading…" : "None yet: save this brief to start from it next time."}
            </p>
          )}
        </div>
        <form className="grid gap-1.5" onSubmit={(e) => void onSave(e)} aria-label="Save brief">
          <Label htmlFor={`${id}-name`}>Save this brief as</Label>
          <div className="flex flex-wrap gap-2">
            <input
              id={`${id}-name`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={SAVED_BRIEF_LIMITS.nameLength}
              placeholder="e.g. Spring espresso offer"
              aria-describedby={`${id}-hint`}
              className={`${inputClasses} min-w-0 flex-1`}
            />
            <Button type="submit" variant="outline" disabled={!name.trim() || save.isPending}>
              Save brief
            </Button>
          </div>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            Everything but the photo. A name you already use is replaced; up to {SAVED_BRIEF_LIMITS.perAccount} briefs.
          </p>
        </form>
      </div>
      <p role="status" className="text-sm empty:hidden">
        {status}
      </p>
    </section>
  );
}
