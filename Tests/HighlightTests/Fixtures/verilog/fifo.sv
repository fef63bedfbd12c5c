// A small synchronous FIFO.
`timescale 1ns / 1ps
`include "defs.svh"
`define DEPTH 16

/* Parameters:
   WIDTH - bits per word
   DEPTH - words, a power of two */
module fifo #(
    parameter int WIDTH = 8,
    parameter int DEPTH = `DEPTH
) (
    input  logic             clk,
    input  logic             rst_n,
    input  logic [WIDTH-1:0] din,
    output logic [WIDTH-1:0] dout,
    output logic             full, empty
);
    localparam int AW = $clog2(DEPTH);
    logic [WIDTH-1:0] mem [DEPTH];
    logic [AW:0] wr_ptr, rd_ptr;

    (* keep = "true" *) wire unused;
    assign full  = (wr_ptr ^ rd_ptr) == {1'b1, {AW{1'b0}}};
    assign empty = wr_ptr == rd_ptr;

    always_ff @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            wr_ptr <= '0;
            rd_ptr <= 0;
        end else begin
            mem[wr_ptr[AW-1:0]] <= din;
            wr_ptr <= wr_ptr + 8'h01;
            dout <= mem[rd_ptr[AW-1:0]] & 'hFF_FF;
        end
    end

    always @(*) if (full) $display("fifo full at %0t: \"%h\"", $time, 32'sd42);

    initial begin
        string banner = """
FIFO ready
  with "depth" shown""";
        $display(banner);
    end
endmodule
