/** Spec 5: local part of letters, digits, dot, dash, underscore; a domain; a TLD of 2+ letters. */
export const emailPattern = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** Spec 5: optional http(s) scheme, a domain with a TLD of 2+ letters, an optional path. */
export const websitePattern = /^(https?:\/\/)?([A-Za-z0-9-]+\.)+[A-Za-z]{2,}(\/\S*)?$/;
