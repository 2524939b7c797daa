-- CreateTable
CREATE TABLE "LeaseHolder" (
    "name" TEXT NOT NULL,
    "host" TEXT NOT NULL,
    "pid" INTEGER NOT NULL,
    "backendPid" INTEGER NOT NULL,
    "since" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LeaseHolder_pkey" PRIMARY KEY ("name")
);
