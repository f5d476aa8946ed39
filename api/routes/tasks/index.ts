import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MessageSchema } from "../../../core/schemas/common";
import {
  SubtaskInputSchema,
  SubtaskUpdateSchema,
  TaskInputSchema,
  TaskListSchema,
  TaskSchema,
  TaskUpdateSchema,
} from "../../../core/schemas/task";
import { notFound } from "../../lib/http-error";
import { asRecordId, RecordParamsSchema } from "../../lib/ids";
import { adminOf } from "../../plugins/auth";
import { changeTask } from "../../records/task-changes";
import {
  addSubtask,
  createTask,
  deleteSubtask,
  deleteTask,
  listTasks,
} from "../../tasks/tasks-repository";

const SubtaskParamsSchema = z.object({ id: z.string(), subtaskId: z.string() });

/** /api/todo of docs/product.md, section 7: tasks and their subtasks, for signed-in admins only. */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/todo",
    { schema: { summary: "List every task with its subtasks", response: { 200: TaskListSchema } } },
    async () => listTasks(app.db),
  );

  app.post(
    "/todo",
    {
      schema: { summary: "Add a task", body: TaskInputSchema, response: { 201: TaskSchema } },
    },
    async (request, reply) => reply.status(201).send(await createTask(app.db, request.body)),
  );

  // The whole task is sent (status change and reschedule); its _id and subtasks are ignored.
  app.put(
    "/todo/:id",
    {
      schema: {
        summary: "Change a task",
        params: RecordParamsSchema,
        body: TaskUpdateSchema,
        response: { 200: TaskSchema },
      },
    },
    async (request) => {
      const id = asRecordId(request.params.id);
      const { changeId, ...fields } = request.body;
      const task =
        id && (await changeTask(app.db, { taskId: id }, fields, adminOf(request), changeId));
      if (!task) throw notFound("Task");
      return task;
    },
  );

  app.delete(
    "/todo/:id",
    {
      schema: {
        summary: "Delete a task",
        params: RecordParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const id = asRecordId(request.params.id);
      if (!id || !(await deleteTask(app.db, id))) throw notFound("Task");
      return { message: "Task deleted" };
    },
  );

  app.post(
    "/todo/:id/subtask",
    {
      schema: {
        summary: "Add a subtask to a task",
        params: RecordParamsSchema,
        body: SubtaskInputSchema,
        response: { 201: TaskSchema },
      },
    },
    async (request, reply) => {
      const id = asRecordId(request.params.id);
      const task = id && (await addSubtask(app.db, id, request.body));
      if (!task) throw notFound("Task");
      return reply.status(201).send(task);
    },
  );

  app.put(
    "/todo/:id/subtask/:subtaskId",
    {
      schema: {
        summary: "Change a subtask",
        params: SubtaskParamsSchema,
        body: SubtaskUpdateSchema,
        response: { 200: TaskSchema },
      },
    },
    async (request) => {
      const id = asRecordId(request.params.id);
      const subtaskId = asRecordId(request.params.subtaskId);
      const { changeId, ...fields } = request.body;
      const task =
        id &&
        subtaskId &&
        (await changeTask(app.db, { taskId: id, subtaskId }, fields, adminOf(request), changeId));
      if (!task) throw notFound("Subtask");
      return task;
    },
  );

  app.delete(
    "/todo/:id/subtask/:subtaskId",
    {
      schema: {
        summary: "Delete a subtask",
        params: SubtaskParamsSchema,
        response: { 200: TaskSchema },
      },
    },
    async (request) => {
      const id = asRecordId(request.params.id);
      const subtaskId = asRecordId(request.params.subtaskId);
      const task = id && subtaskId && (await deleteSubtask(app.db, id, subtaskId));
      if (!task) throw notFound("Subtask");
      return task;
    },
  );
};
