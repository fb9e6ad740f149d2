import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BrandKit, type BrandKitCreate, type BrandKitUpdate } from "@common/brand-kits";
import { apiRequest, requestJson } from "@web/lib/api-request";
import { brandKitsQueryKey } from "@web/lib/brand-kits";

/** POST /api/brand-kits. */
export const createBrandKit = (body: BrandKitCreate) => requestJson(BrandKit, "POST", "/api/brand-kits", body);

/** PATCH /api/brand-kits/{id}: the fields sent replace theirs; `logoData: null` removes the logo. */
export const updateBrandKit = ({ id, body }: { id: number; body: BrandKitUpdate }) =>
  requestJson(BrandKit, "PATCH", `/api/brand-kits/${id}`, body);

/** DELETE /api/brand-kits/{id}. */
export const deleteBrandKit = async (id: number) => {
  await apiRequest("DELETE", `/api/brand-kits/${id}`);
};

/** The three writes, each refreshing the list (the generator's picker reads the same one). */
export function useBrandKitMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: brandKitsQueryKey });
  return {
    create: useMutation({ mutationFn: createBrandKit, onSuccess }),
    update: useMutation({ mutationFn: updateBrandKit, onSuccess }),
    remove: useMutation({ mutationFn: deleteBrandKit, onSuccess }),
  };
}
