import { type DragEvent, type FormEvent, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, FileSpreadsheet, FileArchive, Upload } from "lucide-react";
import { BULK_TEMPLATE_PATH, bulkPlans, bulkRowLimits } from "@common/bulk";
import type { Job } from "@common/jobs";
import { paths } from "@common/paths";
import { Alert } from "@web/components/ui/alert";
import { Button, buttonClasses } from "@web/components/ui/button";
import { LoadingPanel } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-error";
import { cn } from "@web/lib/cn";
import { conceptsQueryRoot } from "@web/lib/query-keys";
import { subscriptionQueryOptions, useSubscription } from "@web/lib/session/get-subscription";
import { downloadBulkPackage, getBulkJob, uploadBulk } from "../api/bulk";

/**
 * The /bulk page body: a CSV of briefs (and a ZIP of their photos) uploaded as one job, its rows' problems by row and
 * column, a progress bar while the rows are made, each row's concept, and the whole job as one package.
 */
export function BulkPanel() {
  const subscription = useSubscription();
  if (subscription.isLoading) return <LoadingPanel label="CHECKING PLAN" className="min-h-[30vh]" />;
  if (subscription.isError)
    return (
      <Alert title="FAILED TO FETCH SUBSCRIPTION">{errorMessage(subscription.error, "Reload to try again.")}</Alert>
    );
  const sub = subscription.data;
  const plan = sub?.access.state === "active" && bulkPlans.includes(sub.plan) ? sub.plan : null;
  if (!plan)
    return (
      <Alert title="PRO AND ENTERPRISE PLANS" variant="info">
        <p>
          Bulk generation makes up to {bulkRowLimits.pro} concepts per CSV on Pro and{" "}
          {bulkRowLimits.enterprise?.toLocaleString("en-US")} on Enterprise.
        </p>
        <Link to={paths.plans} className={buttonClasses("accent", "sm", "mt-3")}>
          See plans
        </Link>
      </Alert>
    );
  return <BulkUploader rowLimit={bulkRowLimits[plan] ?? 0} />;
}

function FilePicker({
  label,
  hint,
  accept,
  file,
  onFile,
  icon,
}: {
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  onFile: (file: File | null) => void;
  icon: React.ReactNode;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    setOver(false);
    const dropped = e.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <label
      htmlFor={id}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn(
        "flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 border-2 border-dashed border-border p-4 text-center focus-within:outline focus-within:outline-2 focus-within:outline-accent",
        over && "border-accent bg-accent-soft",
      )}
    >
      {icon}
      <span id={`${id}-name`} className="font-mono text-sm font-bold">
        {label}
      </span>
      <span id={`${id}-hint`} className="text-sm break-all text-muted-foreground">
        {file ? file.name : hint}
      </span>
      <input
        id={id}
        type="file"
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-hint`}
        accept={accept}
        className="sr-only"
        onChange={(e) => onFile(e.currentTarget.files?.[0] ?? null)}
      />
    </label>
  );
}

const finished = (job: Job | undefined) => job?.status === "succeeded" || job?.status === "failed";

function BulkUploader({ rowLimit }: { rowLimit: number }) {
  const [csv, setCsv] = useState<File | null>(null);
  const [images, setImages] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const job = useQuery({
    queryKey: ["bulk-job", jobId],
    queryFn: ({ signal }) => getBulkJob(jobId!, signal),
    enabled: jobId !== null,
    refetchInterval: (q) => (finished(q.state.data) ? false : 1500),
  });
  // Each concept made shows on the dashboard and counts in the month's usage: their cached reads are refreshed.
  const queryClient = useQueryClient();
  const made = job.data?.rows?.filter((r) => r.status === "succeeded").length ?? 0;
  useEffect(() => {
    if (made === 0) return;
    void queryClient.invalidateQueries({ queryKey: conceptsQueryRoot });
    void queryClient.invalidateQueries({ queryKey: subscriptionQueryOptions.queryKey });
  }, [made, queryClient]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!csv) {
      setError("Choose a CSV file of briefs first.");
      return;
    }
    setUploading(true);
    setError(null);
    try {
      const accepted = await uploadBulk(csv, images);
      setJobId(accepted.id);
    } catch (err) {
      setError(errorMessage(err, err instanceof Error ? err.message : "The upload failed. Please try again."));
    } finally {
      setUploading(false);
    }
  };

  const reset = () => {
    setJobId(null);
    setCsv(null);
    setImages(null);
    setError(null);
    setDownloadError(null);
  };

  const download = async () => {
    if (!jobId) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadBulkPackage(jobId);
    } catch (err) {
      setDownloadError(errorMessage(err, "The package could not be downloaded. Please try again."));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="grid gap-8">
      {jobId === null ? (
        <form onSubmit={submit} className="grid gap-4" aria-labelledby="bulk-upload-title">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="bulk-upload-title" className="font-mono text-lg font-bold">
                Upload briefs
              </h2>
              <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
                Up to {rowLimit.toLocaleString("en-US")} rows on your plan. Name each row's photo in the{" "}
                <code>image</code> column and put the photos in a ZIP (at most 90 MB), or give an <code>imageUrl</code>.
              </p>
            </div>
            <a href={BULK_TEMPLATE_PATH} download className={buttonClasses("outline", "sm")}>
              <Download aria-hidden className="h-4 w-4" /> Download template
            </a>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FilePicker
              label="CSV of briefs"
              hint="Drop a .csv here or choose one"
              accept=".csv,text/csv"
              file={csv}
              onFile={setCsv}
              icon={<FileSpreadsheet aria-hidden className="h-6 w-6" />}
            />
            <FilePicker
              label="Photos ZIP (optional)"
              hint="Drop a .zip here or choose one"
              accept=".zip,application/zip"
              file={images}
              onFile={setImages}
              icon={<FileArchive aria-hidden className="h-6 w-6" />}
            />
          </div>
          {error ? <Alert title="UPLOAD REFUSED">{error}</Alert> : null}
          <div>
            <Button type="submit" variant="accent" disabled={uploading}>
              <Upload aria-hidden className="h-4 w-4" /> {uploading ? "Uploading…" : "Upload"}
            </Button>
          </div>
        </form>
      ) : (
        <JobView
          job={job.data}
          loadError={job.isError ? errorMessage(job.error, "The job could not be read. Reload to try again.") : null}
          onDownload={download}
          downloading={downloading}
          downloadError={downloadError}
          onReset={reset}
        />
      )}
    </div>
  );
}

function JobView({
  job,
  loadError,
  onDownload,
  downloading,
  downloadError,
  onReset,
}: {
  job: Job | undefined;
  loadError: string | null;
  onDownload: () => void;
  downloading: boolean;
  downloadError: string | null;
  onReset: () => void;
}) {
  if (loadError) return <Alert title="JOB UNAVAILABLE">{loadError}</Alert>;
  if (!job) return <LoadingPanel label="READING JOB" className="min-h-[20vh]" />;
  const rows = job.rows ?? [];
  const failed = rows.filter((r) => r.status === "failed");
  const made = rows.filter((r) => r.status === "succeeded");
  const percent = job.progress.total ? Math.round((job.progress.done / job.progress.total) * 100) : 0;
  const done = finished(job);
  return (
    <section aria-labelledby="bulk-job-title" className="grid gap-6">
      <div className="grid gap-2">
        <h2 id="bulk-job-title" className="font-mono text-lg font-bold">
          {done ? (job.status === "succeeded" ? "Job done" : "Job failed") : "Making concepts…"}
        </h2>
        <div
          role="progressbar"
          aria-label="Rows done"
          aria-valuemin={0}
          aria-valuemax={job.progress.total}
          aria-valuenow={job.progress.done}
          aria-valuetext={`${job.progress.done} of ${job.progress.total} rows done`}
          className="h-3 w-full overflow-hidden border border-border bg-surface-2"
        >
          <div className="h-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <p className="font-mono text-sm" aria-live="polite">
          {job.progress.done} of {job.progress.total} rows done · {made.length} made · {failed.length} not made
        </p>
      </div>

      {job.status === "failed" && job.error ? <Alert title="NO CONCEPT MADE">{job.error.message}</Alert> : null}

      {failed.length ? (
        <div className="grid gap-2">
          <h3 className="font-mono text-base font-bold">Rows not made</h3>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm">
              <thead>
                <tr className="border-b border-border font-mono text-xs tracking-widest text-muted-foreground">
                  <th scope="col" className="py-2 pr-4">
                    ROW
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    COLUMN
                  </th>
                  <th scope="col" className="py-2">
                    PROBLEM
                  </th>
                </tr>
              </thead>
              <tbody>
                {failed.flatMap((r) =>
                  (r.error?.issues.length ? r.error.issues : [{ column: null, message: r.error?.message ?? "" }]).map(
                    (issue) => (
                      <tr
                        key={`${r.row}-${issue.column}-${issue.message}`}
                        className="border-b border-border align-top"
                      >
                        <td className="py-2 pr-4 font-mono">{r.row}</td>
                        <td className="py-2 pr-4 font-mono">{issue.column ?? "—"}</td>
                        <td className="py-2 [overflow-wrap:anywhere]">{issue.message}</td>
                      </tr>
                    ),
                  ),
                )}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}

      {made.length ? (
        <div className="grid gap-2">
          <h3 className="font-mono text-base font-bold">Concepts made</h3>
          <ul className="grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {made.map((r) => (
              <li key={r.row} className="font-mono">
                Row {r.row}:{" "}
                <Link className="text-accent-text underline" to={`${paths.dashboard}#concept-${r.conceptId}`}>
                  Concept #{r.conceptId}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {downloadError ? <Alert title="DOWNLOAD FAILED">{downloadError}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        {done && job.status === "succeeded" ? (
          <Button type="button" variant="accent" onClick={onDownload} disabled={downloading}>
            <Download aria-hidden className="h-4 w-4" /> {downloading ? "Preparing…" : "Download all"}
          </Button>
        ) : null}
        {done ? (
          <Button type="button" variant="outline" onClick={onReset}>
            Upload another CSV
          </Button>
        ) : null}
      </div>
    </section>
  );
}
