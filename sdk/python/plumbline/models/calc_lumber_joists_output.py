from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcLumberJoistsOutput")



@_attrs_define
class CalcLumberJoistsOutput:
    """ The results of calc_lumber_joists and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            code_reference (str): Wood floor framing section.
            hanger_count (int): Joist hangers: (joists - 2) x hung ends.
            joist_count (int): Joists: ceil(floor width x 12 / spacing) + 1.
            joist_linear_ft (float): joist_count x joist span, feet.
            joist_stock_length_ft (int): Stock length for each joist: the span rounded up to an even foot, at least 8 ft.
            rim_linear_ft (float): Two rim joists across the joist ends: 2 x floor width, feet.
            rim_pieces (int): Rim stock pieces: 2 x ceil(floor width / stock length).
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    code_reference: str
    hanger_count: int
    joist_count: int
    joist_linear_ft: float
    joist_stock_length_ft: int
    rim_linear_ft: float
    rim_pieces: int
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        code_reference = self.code_reference

        hanger_count = self.hanger_count

        joist_count = self.joist_count

        joist_linear_ft = self.joist_linear_ft

        joist_stock_length_ft = self.joist_stock_length_ft

        rim_linear_ft = self.rim_linear_ft

        rim_pieces = self.rim_pieces

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code_reference": code_reference,
            "hanger_count": hanger_count,
            "joist_count": joist_count,
            "joist_linear_ft": joist_linear_ft,
            "joist_stock_length_ft": joist_stock_length_ft,
            "rim_linear_ft": rim_linear_ft,
            "rim_pieces": rim_pieces,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        code_reference = d.pop("code_reference")

        hanger_count = d.pop("hanger_count")

        joist_count = d.pop("joist_count")

        joist_linear_ft = d.pop("joist_linear_ft")

        joist_stock_length_ft = d.pop("joist_stock_length_ft")

        rim_linear_ft = d.pop("rim_linear_ft")

        rim_pieces = d.pop("rim_pieces")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_lumber_joists_output = cls(
            code_reference=code_reference,
            hanger_count=hanger_count,
            joist_count=joist_count,
            joist_linear_ft=joist_linear_ft,
            joist_stock_length_ft=joist_stock_length_ft,
            rim_linear_ft=rim_linear_ft,
            rim_pieces=rim_pieces,
            schemas=schemas,
        )


        calc_lumber_joists_output.additional_properties = d
        return calc_lumber_joists_output

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
