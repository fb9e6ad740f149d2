export * from "./users";
export * from "./concepts";
export * from "./brand-kits";
export * from "./newsletter";
export * from "./billing";
export * from "./api";
export * from "./payments";
export * from "./mail";
