CREATE TABLE "delivery_rate_bands" (
	"position" smallint PRIMARY KEY NOT NULL,
	"up_to_grams" integer,
	"dhaka_city_poisha" bigint NOT NULL,
	"dhaka_suburbs_poisha" bigint NOT NULL,
	"elsewhere_poisha" bigint NOT NULL,
	CONSTRAINT "delivery_rate_bands_charges_check" CHECK ("delivery_rate_bands"."dhaka_city_poisha" >= 0 and "delivery_rate_bands"."dhaka_suburbs_poisha" >= 0 and "delivery_rate_bands"."elsewhere_poisha" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"courier" text NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_status_check" CHECK ("shipment_events"."status" in ('booked', 'in_transit', 'on_hold', 'delivered', 'returned', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "free_delivery_above_poisha" bigint;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "pickup_division" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "pickup_district" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "pickup_area" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "pickup_address" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_division" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_district" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_area" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" text DEFAULT 'elsewhere' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_charge_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promise_days" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deliver_by" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consignment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "booking_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_collected_poisha" bigint;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "division" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_order_status_idx" ON "shipment_events" USING btree ("order_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_consignment_idx" ON "orders" USING btree ("courier","consignment_id") WHERE "orders"."consignment_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_deliver_by_idx" ON "orders" USING btree ("deliver_by") WHERE "orders"."deliver_by" is not null and "orders"."order_status" in ('pending', 'processing', 'shipped');--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_free_delivery_check" CHECK ("user"."free_delivery_above_poisha" is null or "user"."free_delivery_above_poisha" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_check" CHECK ("products"."weight_grams" between 1 and 10000000);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_charge_check" CHECK ("orders"."delivery_charge_poisha" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_zone_check" CHECK ("orders"."delivery_zone" in ('dhaka_city', 'dhaka_suburbs', 'elsewhere'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_check" CHECK ("orders"."courier" is null or "orders"."courier" in ('steadfast', 'pathao', 'redx'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."order_status" in ('awaiting_payment', 'pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'));