from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_schemas_input import CalculatorSchemasInput
  from ..models.calculator_schemas_output import CalculatorSchemasOutput





T = TypeVar("T", bound="CalculatorSchemas")



@_attrs_define
class CalculatorSchemas:
    """ The calculator's JSON Schemas (2020-12).

        Attributes:
            input_ (CalculatorSchemasInput):
            output (CalculatorSchemasOutput):
     """

    input_: CalculatorSchemasInput
    output: CalculatorSchemasOutput
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas_input import CalculatorSchemasInput
        from ..models.calculator_schemas_output import CalculatorSchemasOutput
        input_ = self.input_.to_dict()

        output = self.output.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "input": input_,
            "output": output,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas_input import CalculatorSchemasInput
        from ..models.calculator_schemas_output import CalculatorSchemasOutput
        d = dict(src_dict)
        input_ = CalculatorSchemasInput.from_dict(d.pop("input"))




        output = CalculatorSchemasOutput.from_dict(d.pop("output"))




        calculator_schemas = cls(
            input_=input_,
            output=output,
        )


        calculator_schemas.additional_properties = d
        return calculator_schemas

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
