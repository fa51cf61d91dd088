import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, expect, it } from "vitest";
import { createAppServer } from "./app-server";

let close: (() => void) | undefined;
afterEach(() => close?.());

it("gives requests and responses Express's prototypes from birth, so Express has none to swap", async () => {
  const app = express();
  app.get("/hello", (req, res) => void res.status(201).send(`hello ${req.path} ${req.get("x-name")}`));
  const server = createAppServer(app);
  const born: unknown[] = [];
  // Before the app's own listener, which would swap them.
  server.prependListener("request", (req, res) =>
    born.push(Object.getPrototypeOf(req), Object.getPrototypeOf(res)),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();

  const { port } = server.address() as AddressInfo;
  const answer = await fetch(`http://127.0.0.1:${port}/hello`, { headers: { "x-name": "Meera" } });

  expect(answer.status).toBe(201);
  expect(await answer.text()).toBe("hello /hello Meera");
  expect(born).toEqual([app.request, app.response]);
});
