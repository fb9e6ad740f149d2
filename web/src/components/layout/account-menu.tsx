import { Link } from "react-router";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { LogOut } from "lucide-react";
import { paths } from "@common/paths";
import { cn } from "@web/lib/cn";
import { AccountButton } from "./account-button";

/** The signed-in user's menu in the header: generator, brand kits, subscription, password, API keys, admin (for administrators), logout. */
export default function AccountMenu({
  email,
  isAdmin,
  onLogout,
  defaultOpen = false,
}: {
  email: string | null | undefined;
  isAdmin: boolean;
  onLogout: () => void;
  /** Open at once: the visitor clicked the account button before this code arrived. */
  defaultOpen?: boolean;
}) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <AccountButton email={email} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 border border-border-strong bg-surface p-1 shadow-lg"
        >
          <AccountItems isAdmin={isAdmin} onLogout={onLogout} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const itemClass =
  "flex cursor-pointer items-center gap-2 px-3 py-2 font-mono text-sm outline-none data-[highlighted]:bg-surface-2";

function AccountItems({ isAdmin, onLogout }: { isAdmin: boolean; onLogout: () => void }) {
  return (
    <>
      <DropdownMenu.Item asChild className={itemClass}>
        <Link to={paths.aiGenerator}>AI Generator</Link>
      </DropdownMenu.Item>
      <DropdownMenu.Item asChild className={itemClass}>
        <Link to={paths.bulk}>Bulk Generate</Link>
      </DropdownMenu.Item>
      <DropdownMenu.Item asChild className={itemClass}>
        <Link to={paths.brand}>Brand Kits</Link>
      </DropdownMenu.Item>
      <DropdownMenu.Item asChild className={itemClass}>
        <Link to={paths.subscription}>Subscription</Link>
      </DropdownMenu.Item>
      <DropdownMenu.Item asChild className={itemClass}>
        <Link to={paths.changePassword}>Change Password</Link>
      </DropdownMenu.Item>
      <DropdownMenu.Item asChild className={itemClass}>
        <Link to={paths.apiKeys}>API Keys</Link>
      </DropdownMenu.Item>
      {isAdmin ? (
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to={paths.admin}>Admin Dashboard</Link>
        </DropdownMenu.Item>
      ) : null}
      <DropdownMenu.Separator className="my-1 h-px bg-border" />
      <DropdownMenu.Item className={cn(itemClass, "text-destructive")} onSelect={onLogout}>
        <LogOut aria-hidden className="h-4 w-4" /> Logout
      </DropdownMenu.Item>
    </>
  );
}
