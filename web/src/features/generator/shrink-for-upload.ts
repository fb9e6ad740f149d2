/** Long edge of the photo sent to the server (DESIGN §6). */
const MAX_UPLOAD_EDGE = 2560;

/** Shrinks a photo in the browser (EXIF orientation applied) so a 12 MP phone photo stays inside the server's budget. */
export async function shrinkForUpload(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file; // Let the server say what is wrong with it.
  }
  try {
    const scale = Math.min(1, MAX_UPLOAD_EDGE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size < 8 * 1024 * 1024) return file;
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext("2d")!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("Could not prepare the image"))), "image/jpeg", 0.9),
    );
  } finally {
    bitmap.close();
  }
}
