import { expect, it } from "vitest";
import { actionsFor } from "./article-workflow";

it("offers each list the actions of its status, in the order its buttons show", () => {
  expect(actionsFor("draft")).toEqual(["publish", "archive", "trash"]);
  expect(actionsFor("published")).toEqual(["backToDraft", "archive", "trash"]);
  expect(actionsFor("archived")).toEqual(["restore", "trash"]);
  expect(actionsFor("trash")).toEqual(["restore", "delete"]);
});
