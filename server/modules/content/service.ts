/** The content module's door: navigation, home-page blocks, information pages and contact messages. */
export * from "./navigation";
export * from "./home-blocks";
export * from "./pages";
export * from "./contact";
export * from "./faqs";
export * from "./image-usage";
