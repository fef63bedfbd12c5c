# greeter.cr -- greets people, in a few languages
require "json"

@[JSON::Serializable::Options(emit_nulls: true)]
struct Greeting
  include JSON::Serializable

  getter name : String
  getter lang : Symbol = :en

  def initialize(@name, @lang = :en)
  end

  def to_s(io : IO) : Nil
    io << "#{salutation}, #{@name.capitalize}!"
  end

  private def salutation
    case @lang
    when :fr then "Bonjour"
    when :de then "Hallo"
    else          "Hello"
    end
  end
end

names = %w(ada grace) + ["linus"]
greetings = names.map { |n| Greeting.new(n) }
total = greetings.size / 2
ok = names.all?(/^[a-z]+$/) && total > 0

USAGE = <<-EOS
  Usage: greeter [NAME...]
    Greets #{names.size} people, tab\there
    and {braces #{ {a: 1}[:a] }} stay balanced.
  EOS

RAW = <<-'TEXT'
    No #{interpolation} here, \n stays as written.
    TEXT

puts USAGE, RAW, 'x', '\n'
{% for lang in %w(fr de) %}
  puts {{ lang }}
{% end %}
