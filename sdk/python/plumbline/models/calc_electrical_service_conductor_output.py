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





T = TypeVar("T", bound="CalcElectricalServiceConductorOutput")



@_attrs_define
class CalcElectricalServiceConductorOutput:
    """ The results of calc_electrical_service_conductor and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            ampacity_75c_a (float): Table 310.16 75 °C ampacity of conductor_size, where carried (0 for 600 kcmil aluminum,
                past the rows carried), amperes.
            code_reference (str): The single-phase dwelling services and feeders section.
            conductor_size (str): Table 310.12(A) conductor for the rating: the service entrance or main feeder conductors
                supplying the entire load of a one-family dwelling or a dwelling unit, 120/240 V (or 120/208 V) single-phase,
                with no correction or adjustment factors.
            min_ampacity_a (float): 83 % of table_rating_a: the ampacity 310.12(A) permits the conductors to have when
                correction or adjustment applies and Table 310.16 must be used instead, amperes.
            table_rating_a (float): The Table 310.12(A) row used, amperes.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    ampacity_75c_a: float
    code_reference: str
    conductor_size: str
    min_ampacity_a: float
    table_rating_a: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        ampacity_75c_a = self.ampacity_75c_a

        code_reference = self.code_reference

        conductor_size = self.conductor_size

        min_ampacity_a = self.min_ampacity_a

        table_rating_a = self.table_rating_a

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ampacity_75c_a": ampacity_75c_a,
            "code_reference": code_reference,
            "conductor_size": conductor_size,
            "min_ampacity_a": min_ampacity_a,
            "table_rating_a": table_rating_a,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        ampacity_75c_a = d.pop("ampacity_75c_a")

        code_reference = d.pop("code_reference")

        conductor_size = d.pop("conductor_size")

        min_ampacity_a = d.pop("min_ampacity_a")

        table_rating_a = d.pop("table_rating_a")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_electrical_service_conductor_output = cls(
            ampacity_75c_a=ampacity_75c_a,
            code_reference=code_reference,
            conductor_size=conductor_size,
            min_ampacity_a=min_ampacity_a,
            table_rating_a=table_rating_a,
            schemas=schemas,
        )


        calc_electrical_service_conductor_output.additional_properties = d
        return calc_electrical_service_conductor_output

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
