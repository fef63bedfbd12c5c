-- A loadable up-counter.
library IEEE;
use IEEE.STD_LOGIC_1164.ALL;
use ieee.numeric_std.all;

/* VHDL-2008 block comment
   over two lines */
entity Counter is
    generic (WIDTH : natural := 8);
    port (
        clk, rst : in  std_logic;
        load     : in  std_logic;
        value    : in  unsigned(WIDTH - 1 downto 0);
        count    : out unsigned(WIDTH - 1 downto 0)
    );
end entity Counter;

architecture RTL of Counter is
    signal reg   : unsigned(WIDTH - 1 downto 0) := (others => '0');
    constant MAX : integer := 16#FF#;
    constant MSG : string := "count ""wrapped""";
begin
    process (clk, rst)
    begin
        if rst = '1' then
            reg <= (others => '0');
        elsif rising_edge(clk) and clk'event then
            if load = '1' then
                reg <= value;
            elsif to_integer(reg) = MAX then
                report MSG severity NOTE;
                reg <= unsigned'(x"00");
            else
                reg <= reg + 1;
            end if;
        end if;
    end process;

    count <= reg when reg'length > 2#0100# else (others => 'Z');
END ARCHITECTURE;
