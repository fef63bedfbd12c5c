#!/usr/bin/env ruby
# frozen_string_literal: true

require 'json'
require_relative "inventory/#{ENV.fetch('STORE', 'main')}"

=begin
A block comment: "quotes", #{not interpolated}
and <<EOS not a heredoc
=end

module Inventory
  # A stock item.
  class Item
    attr_reader :sku, :count
    @@registry = {}
    VERSION = "1.0"

    def initialize(sku, count = 0, tags: [], **opts)
      @sku = sku
      @count = Integer(count)
      @tags = tags
      @@registry[sku] = self
      $stderr.puts "created #{sku} (#{@count} units)" if $DEBUG
    end

    def valid?
      @sku =~ /\A[A-Z]{3}-\d+\z/i && !@sku.empty?
    end

    def save!
      raise ArgumentError, "bad sku: #{@sku.inspect}" unless valid?
      self
    end

    def self.parse(line)
      sku, count = line.split("=", 2)
      new(sku.strip, count.to_i, tags: %w[parsed line])
    end

    def ratio(total)
      total.zero? ? 0 : @count / total.to_f * 100 / 2
    end

    def to_s
      format('%-10s|%5d', @sku, @count)
    end
  end

  def self.report(items)
    header = <<~EOS
      Report for #{items.size} items
        indented "line" with \t tab
    EOS
    footer = <<-'RAW'
    no #{interpolation} here \n
    RAW
    legacy = <<EOS
plain heredoc #{1 + 2}
EOS
    [header, footer, legacy].join
  end

  def self.pair
    merge(<<~A, <<~"B")
      first #{:a}
    A
      second
    B
  end

  PATTERNS = {
    literal: %r{^/api/(\w+)/\d+$},
    nested: %q{a {nested} b},
    interp: %Q(total #{(1 + 2) * 3} (units)),
    symbols: %i[alpha beta],
    bare: %(plain #{"x"} string),
    words: %w[one two
              three],
    "quoted key": :"odd symbol",
    div: 10 / 2 / 5,
  }.freeze

  CHARS = [?a, ?\n, ?Z].freeze
  NUMS = [1_000, 0x1F, 0b1010, 0o17, 1.5e-3, 3r, 2i].freeze
end

items = ARGF.each_line.map { |l| Inventory::Item.parse(l) }
items.select(&:valid?).each do |item|
  puts "#{item.sku}: #{item.ratio(items.size).round(2)}%"
end
printf("%d items\n", items.size) unless $PROGRAM_NAME != __FILE__
`ls #{Dir.pwd}`

__END__
data section: "not a string" #{nor code}
