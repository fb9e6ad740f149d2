/** The small uppercase accent label above a heading ("// HOW IT WORKS", a dialog's "Concept #001"). */
export const eyebrowClasses = "font-mono text-xs font-bold uppercase tracking-[0.25em] text-accent-text";
