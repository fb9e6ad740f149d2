import { zipSync } from "fflate";
import { fromBase64 } from "../lib/base64";
import { brief, photoDataUrl } from "./api-support";

/** A valid POST /api/v1/bulk: a one-row CSV naming a photo in the ZIP sent with it. */
export function bulkUploadInit(): RequestInit {
  const csv = [
    "businessType,targetAudience,tone,productDescription,platforms,languages,image",
    [brief.businessType, brief.targetAudience, brief.tone, brief.productDescription, "facebook", "en", "shoe.jpg"].join(
      ",",
    ),
  ].join("\r\n");
  const form = new FormData();
  form.set("csv", new Blob([csv], { type: "text/csv" }), "briefs.csv");
  form.set("images", new Blob([zipSync({ "shoe.jpg": fromBase64(photoDataUrl().split(",")[1]!)! })]), "photos.zip");
  return { method: "POST", body: form };
}
