// `npm start`: build when needed, then run the production server in this process.
process.env.NODE_ENV = "production";
await import("./ensure-build.mjs");
await import("../build/main.js");
