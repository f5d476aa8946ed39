import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { TASK_STATUSES } from "../../../core/constants";
import { subtasks } from "../../db/schema/assignments";
import { loginAsAdmin } from "../../test/admin";
import { useTestApp } from "../../test/helpers";

const aTask = (overrides: Record<string, unknown> = {}) => ({
  title: "Prepare the Q3 portfolio review",
  deadline: "2026-09-30",
  assignedTo: "Salma Idris",
  hoursRequired: 6,
  ...overrides,
});

const UNKNOWN = randomUUID();

describe("tasks (/api/todo)", () => {
  const t = useTestApp();
  let headers: { authorization: string };

  beforeAll(async () => {
    headers = (await loginAsAdmin(t.app, t.db)).headers;
  });

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const newTask = async (overrides: Record<string, unknown> = {}) => {
    const response = await call("POST", "/api/todo", aTask(overrides));
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  it("creates a task as Pending with its fields and no subtasks, and lists it", async () => {
    const created = await newTask({ title: "  Draft the LP letter " });
    expect(created).toMatchObject({
      title: "Draft the LP letter",
      deadline: "2026-09-30",
      assignedTo: "Salma Idris",
      status: "Pending",
      hoursRequired: 6,
      subtasks: [],
    });
    expect(created._id).toMatch(/^[0-9a-f-]{36}$/);
    const list = await call("GET", "/api/todo");
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.json().find((task: { _id: string }) => task._id === created._id)).toEqual(created);
  });

  it("lists tasks soonest deadline first", async () => {
    const late = await newTask({ title: "Late one", deadline: "2030-01-02" });
    const early = await newTask({ title: "Early one", deadline: "2030-01-01" });
    const ids = (await call("GET", "/api/todo")).json().map((task: { _id: string }) => task._id);
    expect(ids.indexOf(early._id)).toBeLessThan(ids.indexOf(late._id));
  });

  it.each([
    [{ title: "" }, "Title: This field is required"],
    [{ title: "   " }, "Title: This field is required"],
    [{ deadline: "" }, "Deadline: Choose a deadline"],
    [{ deadline: "30/09/2026" }, "Deadline: Choose a deadline"],
    [{ assignedTo: "" }, "AssignedTo: This field is required"],
    [{ hoursRequired: "6" }, "HoursRequired: Hours required must be a number"],
    [{ hoursRequired: 0 }, "HoursRequired: Hours required must be more than 0"],
    [{ status: "Done" }, "Status: Choose a status"],
  ])("refuses %j with a message", async (change, message) => {
    const response = await call("POST", "/api/todo", aTask(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("puts the whole task: status and deadline change, sent _id and subtasks are ignored", async () => {
    const task = await newTask();
    for (const status of TASK_STATUSES) {
      const response = await call("PUT", `/api/todo/${task._id}`, { ...task, status });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(status);
    }
    const moved = await call("PUT", `/api/todo/${task._id}`, {
      ...task,
      _id: UNKNOWN,
      deadline: "2026-10-15",
      subtasks: [{ title: "smuggled" }],
    });
    expect(moved.json()).toMatchObject({ _id: task._id, deadline: "2026-10-15", subtasks: [] });
  });

  it("refuses a bad whole task and answers 404 for an unknown one", async () => {
    const task = await newTask();
    const bad = await call("PUT", `/api/todo/${task._id}`, { ...task, hoursRequired: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("HoursRequired: Hours required must be more than 0");
    for (const id of [UNKNOWN, "not-a-uuid"]) {
      const missing = await call("PUT", `/api/todo/${id}`, aTask());
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: "Task not found." });
    }
  });

  it("adds subtasks and answers the updated parent task", async () => {
    const task = await newTask();
    const first = await call("POST", `/api/todo/${task._id}/subtask`, aTask({ title: "Call CFO" }));
    expect(first.statusCode).toBe(201);
    const second = await call(
      "POST",
      `/api/todo/${task._id}/subtask`,
      aTask({ title: "Collect bank statements", status: "In Progress" }),
    );
    const parent = second.json();
    expect(parent._id).toBe(task._id);
    expect(
      parent.subtasks.map((s: { title: string; status: string }) => [s.title, s.status]),
    ).toEqual([
      ["Call CFO", "Pending"],
      ["Collect bank statements", "In Progress"],
    ]);
  });

  it("saves a subtask with only a title and a deadline", async () => {
    const task = await newTask();
    const response = await call("POST", `/api/todo/${task._id}/subtask`, {
      title: "Book the room",
      deadline: "2026-09-01",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().subtasks[0]).toMatchObject({
      title: "Book the room",
      deadline: "2026-09-01",
      assignedTo: "",
      hoursRequired: 0,
      status: "Pending",
    });
  });

  it("refuses a subtask without a title or deadline, and one for an unknown task", async () => {
    const task = await newTask();
    const noTitle = await call("POST", `/api/todo/${task._id}/subtask`, aTask({ title: "" }));
    expect(noTitle.statusCode).toBe(400);
    const noDeadline = await call("POST", `/api/todo/${task._id}/subtask`, aTask({ deadline: "" }));
    expect(noDeadline.json().message).toBe("Deadline: Choose a deadline");
    const missing = await call("POST", `/api/todo/${UNKNOWN}/subtask`, aTask());
    expect(missing.statusCode).toBe(404);
  });

  it("puts a whole subtask and deletes one, each answering the parent task", async () => {
    const task = await newTask();
    const parent = (
      await call("POST", `/api/todo/${task._id}/subtask`, aTask({ title: "A" }))
    ).json();
    const subtask = parent.subtasks[0];
    const updated = await call("PUT", `/api/todo/${task._id}/subtask/${subtask._id}`, {
      ...subtask,
      title: "A, edited",
      status: "Discussion Required",
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().subtasks[0]).toMatchObject({
      _id: subtask._id,
      title: "A, edited",
      status: "Discussion Required",
    });

    const bad = await call("PUT", `/api/todo/${task._id}/subtask/${subtask._id}`, {
      ...subtask,
      status: "Later",
    });
    expect(bad.statusCode).toBe(400);

    const deleted = await call("DELETE", `/api/todo/${task._id}/subtask/${subtask._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ _id: task._id, subtasks: [] });
  });

  it("answers 404 for an unknown subtask, or one of another task", async () => {
    const task = await newTask();
    const other = await newTask();
    const subtask = (await call("POST", `/api/todo/${other._id}/subtask`, aTask())).json()
      .subtasks[0];
    for (const url of [
      `/api/todo/${task._id}/subtask/${UNKNOWN}`,
      `/api/todo/${task._id}/subtask/${subtask._id}`,
      `/api/todo/${UNKNOWN}/subtask/${subtask._id}`,
      `/api/todo/${task._id}/subtask/nope`,
    ]) {
      expect((await call("PUT", url, aTask())).statusCode).toBe(404);
      expect((await call("DELETE", url)).statusCode).toBe(404);
    }
  });

  it("deletes a task with its subtasks; a second delete is 404", async () => {
    const task = await newTask();
    await call("POST", `/api/todo/${task._id}/subtask`, aTask());
    const deleted = await call("DELETE", `/api/todo/${task._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: "Task deleted" });
    const ids = (await call("GET", "/api/todo")).json().map((item: { _id: string }) => item._id);
    expect(ids).not.toContain(task._id);
    const orphans = (await t.db.select().from(subtasks)).filter((s) => s.taskId === task._id);
    expect(orphans).toEqual([]);
    expect((await call("DELETE", `/api/todo/${task._id}`)).statusCode).toBe(404);
  });
});
