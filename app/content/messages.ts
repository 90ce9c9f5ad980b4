/** The content pages' texts, word for word from the storefront spec (shared by server and browser). */
export const BLOG_EMPTY_TITLE = "No Articles Yet";
export const BLOG_EMPTY_MESSAGE = "Check back soon for expert insights and tips!";

export const POLICY_NOT_FOUND = "Policy Not Found";
export const POLICY_INACTIVE_TITLE = "Policy Inactive";
export const POLICY_INACTIVE_MESSAGE = "This policy is currently inactive and cannot be viewed publicly";
export const POLICY_LOAD_FAILED = "Failed to load policy";
export const BACK_TO_POLICIES = "Back to Policies";

export const NO_ABOUT_VIDEO = "No video available yet";
export const TOOLS_COMING_SOON = "Agri Tools & Calculators - Coming Soon!";
